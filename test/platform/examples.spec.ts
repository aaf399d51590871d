import 'reflect-metadata';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { GAMES } from '../../src/games';

/**
 * Every registered game's action examples (the documented request examples, and the bench's
 * bodies) are valid and resolve: a 200, the same bytes twice (they carry a seed).
 */
describe('action examples', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createApp({ config: loadConfig({ NODE_ENV: 'test' }), withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false });
  });

  afterAll(async () => {
    await app?.close();
  });

  const examples = GAMES.flatMap((g) => Object.entries(g.actions).map(([action, m]) => [`/v1/${g.definition.id}/resolve/${action}`, m.example] as const));

  it.each(examples)('POST %s with its example: 200, replayable', async (url, body) => {
    const send = () => app.inject({ method: 'POST', url, payload: body });
    const [a, b] = [await send(), await send()];
    expect({ status: a.statusCode, body: a.statusCode === 200 ? undefined : a.body }).toEqual({ status: 200, body: undefined });
    expect(b.body).toBe(a.body);
  });
});
