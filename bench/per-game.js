'use strict';
/**
 * Section "per game" of `npm run bench`: for the REST shot and its GraphQL twin of every
 * registered game (the built registry, dist/src/games: GAMES; the action `shot`, else the game's
 * first action), each on two streams:
 *
 * - `repeat`: the action's example body, the same bytes every request;
 * - `distinct`: a fresh seed on every request (so no two requests roll the same dice) and, when the
 *   example has a numeric `distance`, each distance the game accepts for it in turn (probed: only
 *   those answering 200 are used), built per request by autocannon's `setupRequest`.
 *
 * For each: requests/s at saturation, the **server's CPU time per request** (utime + stime of the
 * server process from /proc/<pid>/stat over the measured run, divided by the requests answered:
 * on 2 cores the load generator caps the bare server's throughput, so CPU is the honest figure),
 * p99 at a fixed rate, and the server's RSS at the end. The bare Fastify server (bench/bare-server.js,
 * answering a reply of the same size) is measured the same way first, in the same run.
 *
 * The GraphQL query is built from the committed schema (openapi/schema.graphql): the action's
 * root field with every field of its type selected (leaves only, nested objects followed) but
 * those the REST reply carries only when asked (`embed`, `id`), so it asks for what the default
 * REST reply carries.
 */
const fs = require('node:fs');
const path = require('node:path');

const CLOCK_TICKS = 100; // Linux USER_HZ; /proc/<pid>/stat counts CPU time in these.

/** utime and stime of a process, in microseconds (Linux only; null elsewhere). */
function cpuTimes(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name (which may hold spaces): state is field 3.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: (Number(rest[11]) * 1e6) / CLOCK_TICKS, system: (Number(rest[12]) * 1e6) / CLOCK_TICKS };
  } catch {
    return null;
  }
}

/** Resident set size of a process in bytes (null when /proc is absent). */
function rssBytes(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The headline action of a game: its shot when it has one, else its first action. */
function headlineAction(game) {
  const ids = Object.keys(game.actions);
  return ids.includes('shot') ? 'shot' : ids[0];
}

/**
 * Fields of a resolution that the REST reply carries only when asked (`?embed=true`, `share`):
 * the twin of the default REST reply leaves them out, as a client that wants the REST reply's
 * fields would. (Selected, the embed is computed and the reply is 45% longer.)
 */
const ON_REQUEST = new Set(['embed', 'id']);

/** Every leaf of `type`, nested objects followed (fields that take required arguments, and ON_REQUEST at the top, skipped). */
function selectionOf(type, graphql, depth = 0) {
  const named = graphql.getNamedType(type);
  if (!graphql.isObjectType(named)) return '';
  if (depth > 6) return '';
  const parts = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => graphql.isNonNullType(a.type))) continue;
    if (depth === 0 && ON_REQUEST.has(field.name)) continue;
    const inner = graphql.getNamedType(field.type);
    if (graphql.isObjectType(inner)) {
      const sub = selectionOf(inner, graphql, depth + 1);
      if (sub) parts.push(`${field.name} { ${sub} }`);
    } else {
      parts.push(field.name);
    }
  }
  return parts.join(' ');
}

/**
 * A REST body as the GraphQL input type reads it: enum values by their GraphQL names
 * (`sight-blocker` -> SIGHT_BLOCKER), everything else as it is.
 */
function toGraphqlInput(value, type, graphql) {
  const t = graphql.getNullableType(type);
  if (value === null || value === undefined) return value;
  if (graphql.isListType(t)) return value.map((v) => toGraphqlInput(v, t.ofType, graphql));
  if (graphql.isEnumType(t)) return String(value).replace(/-/g, '_').toUpperCase();
  if (graphql.isInputObjectType(t)) {
    const fields = t.getFields();
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        return [k, fields[k] ? toGraphqlInput(v, fields[k].type, graphql) : v];
      }),
    );
  }
  return value;
}

/** The GraphQL twin of `action` of `game`: query text (with $input) from the committed schema, and the input mapper. */
function graphqlTwin(root, dist, game, action) {
  const graphql = require('graphql');
  const { camel, pascal } = require(path.join(dist, 'games', 'registry'));
  const schema = graphql.buildSchema(fs.readFileSync(path.join(root, 'openapi', 'schema.graphql'), 'utf8'));
  const name = `${camel(game.definition.id)}${pascal(action)}`;
  const field = schema.getQueryType().getFields()[name] ?? schema.getMutationType()?.getFields()[name];
  if (!field) throw new Error(`no GraphQL field ${name} in openapi/schema.graphql (run npm run openapi)`);
  const input = field.args.find((a) => a.name === 'input');
  if (!input) throw new Error(`GraphQL field ${name} has no input argument`);
  return {
    query: `query Bench${pascal(game.definition.id)}($input: ${String(input.type)}) { ${name}(input: $input) { ${selectionOf(field.type, graphql)} } }`,
    input: (body) => toGraphqlInput(body, input.type, graphql),
  };
}

/**
 * The targets of this section: per game, REST and GraphQL, each with a `repeat` body and a
 * `distinct` request generator (see the header). `probe(url, body)` must resolve to the status.
 */
async function perGameTargets({ root, dist, appUrl, status }) {
  require('reflect-metadata');
  const { GAMES } = require(path.join(dist, 'games'));
  const targets = [];
  for (const game of GAMES) {
    const action = headlineAction(game);
    const example = game.actions[action].example;
    const restUrl = `${appUrl}/v1/${game.definition.id}/resolve/${action}`;
    const twin = graphqlTwin(root, dist, game, action);
    const restBody = (b) => JSON.stringify(b);
    const gqlBody = (b) => JSON.stringify({ query: twin.query, variables: { input: twin.input(b) } });
    // The distances the game accepts for this example (those answering 200), else none varied.
    let distances = [];
    if (typeof example.distance === 'number') {
      for (let d = 1; d <= 48; d++) if ((await status(restUrl, restBody({ ...example, distance: d }))) === 200) distances.push(d);
    }
    if (distances.length === 0) distances = [undefined];
    let n = 0;
    const variant = () => {
      const i = n++;
      const b = { ...example, dice: { seed: `bench-${i.toString(36)}` } };
      const d = distances[i % distances.length];
      if (d !== undefined) b.distance = d;
      return b;
    };
    for (const [transport, url, toBody, p] of [
      ['REST', restUrl, restBody, `/v1/${game.definition.id}/resolve/${action}`],
      ['GraphQL', `${appUrl}/graphql`, gqlBody, '/graphql'],
    ]) {
      const first = await status(url, toBody(example));
      if (first !== 200) throw new Error(`${game.definition.id} ${action} ${transport}: the example answered ${first}`);
      const name = `${game.definition.id} ${action} ${transport}`;
      targets.push({ name: `${name} repeat`, game: game.definition.id, transport, stream: 'repeat', url, body: toBody(example) });
      targets.push({
        name: `${name} distinct`,
        game: game.definition.id,
        transport,
        stream: 'distinct',
        url,
        distances: distances.filter((d) => d !== undefined).length,
        requests: [{ method: 'POST', path: p, headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: toBody(variant()) }) }],
      });
    }
  }
  return targets;
}

module.exports = { cpuTimes, rssBytes, perGameTargets, headlineAction, graphqlTwin };
