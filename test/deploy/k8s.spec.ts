import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// `yaml` is not a direct dependency: it comes with class-validator-jsonschema (openapi3-ts), a
// production dependency, so `npm ci` always installs it.
import { parseAllDocuments } from 'yaml';
import { loadConfig } from '../../src/config/app-config';

/**
 * deploy/k8s: every manifest parses as YAML (strictly: no duplicate keys, no warnings) and the
 * pieces agree with each other and with the app: probes on the app's health routes, non-root and
 * read-only, MIGRATIONS=job with a migration Job, a ConfigMap the app's own config loader accepts,
 * a grace period longer than the app's shutdown bound, selectors that select the pods.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const DIR = path.join(ROOT, 'deploy', 'k8s');

type Obj = Record<string, unknown>;
interface Manifest {
  readonly file: string;
  readonly doc: Obj;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Walks `keys` into nested objects and arrays; undefined as soon as a step is missing. */
function at(value: unknown, ...keys: (string | number)[]): unknown {
  let v = value;
  for (const k of keys) {
    if (typeof k === 'number') v = Array.isArray(v) ? v[k] : undefined;
    else v = isObj(v) ? v[k] : undefined;
  }
  return v;
}
const obj = (v: unknown, what: string): Obj => {
  if (!isObj(v)) throw new Error(`${what} is not a mapping`);
  return v;
};
const list = (v: unknown, what: string): unknown[] => {
  if (!Array.isArray(v)) throw new Error(`${what} is not a list`);
  return v;
};

const yamlFiles = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();

function parseFile(file: string): Obj[] {
  const docs = parseAllDocuments(readFileSync(path.join(DIR, file), 'utf8'), { uniqueKeys: true, prettyErrors: true });
  if (!Array.isArray(docs)) throw new Error(`${file}: empty`);
  return docs.map((d, i) => {
    const problems = [...d.errors, ...d.warnings].map((e) => e.message);
    if (problems.length > 0) throw new Error(`${file}, document ${i + 1}:\n${problems.join('\n')}`);
    return obj(d.toJS(), `${file}, document ${i + 1}`);
  });
}

const parsed = new Map(yamlFiles.map((f) => [f, parseFile(f)] as const));
const kustomization = obj((parsed.get('kustomization.yaml') ?? [])[0], 'kustomization.yaml');
const resourceFiles = list(kustomization.resources, 'kustomization resources').map(String);
const manifests: Manifest[] = resourceFiles.flatMap((file) => (parsed.get(file) ?? []).map((doc) => ({ file, doc })));

function only(kind: string): Obj {
  const found = manifests.filter((m) => m.doc.kind === kind);
  if (found.length !== 1) throw new Error(`expected one ${kind} in the kustomization, found ${found.length}`);
  return found[0].doc;
}
const nameOf = (doc: Obj): unknown => at(doc, 'metadata', 'name');

const deployment = only('Deployment');
const job = only('Job');
const configMap = only('ConfigMap');
const podSpec = obj(at(deployment, 'spec', 'template', 'spec'), 'Deployment pod spec');
const container = obj(at(podSpec, 'containers', 0), 'Deployment container');
const jobPodSpec = obj(at(job, 'spec', 'template', 'spec'), 'Job pod spec');
const jobContainer = obj(at(jobPodSpec, 'containers', 0), 'Job container');
const configData = obj(configMap.data, 'ConfigMap data');

/** The image's `node` user: what runAsUser must name for the kubelet to check runAsNonRoot. */
const NODE_UID = 1000;

describe('deploy/k8s', () => {
  it('parses: every YAML file, every document, no duplicate keys', () => {
    expect(yamlFiles).toEqual(expect.arrayContaining(['kustomization.yaml', 'secret.example.yaml', ...resourceFiles]));
    for (const [file, docs] of parsed) {
      expect({ file, documents: docs.length > 0 }).toEqual({ file, documents: true });
      if (file === 'kustomization.yaml') continue;
      for (const doc of docs) {
        expect({ file, apiVersion: typeof doc.apiVersion, kind: typeof doc.kind, name: typeof nameOf(doc) }).toEqual({ file, apiVersion: 'string', kind: 'string', name: 'string' });
      }
    }
  });

  it('lists every manifest in kustomization.yaml except the Secret template', () => {
    const manifestsOnDisk = yamlFiles.filter((f) => f !== 'kustomization.yaml' && f !== 'secret.example.yaml');
    expect([...resourceFiles].sort()).toEqual(manifestsOnDisk);
    expect(manifests.map((m) => m.doc.kind).sort()).toEqual(['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Job', 'Namespace', 'PodDisruptionBudget', 'Service']);
    // No real credentials in the kustomization: the Secret is created out of band.
    expect(manifests.some((m) => m.doc.kind === 'Secret')).toBe(false);
  });

  it('keeps the Secret a template for DATABASE_URL and REDIS_URL', () => {
    const [secret] = parsed.get('secret.example.yaml') ?? [];
    expect(secret.kind).toBe('Secret');
    expect(Object.keys(obj(secret.stringData, 'stringData')).sort()).toEqual(['DATABASE_URL', 'REDIS_URL']);
    expect(String(at(secret, 'stringData', 'DATABASE_URL'))).toContain('CHANGE-ME');
    expect(readFileSync(path.join(DIR, '.gitignore'), 'utf8').split('\n')).toContain('secret.yaml');
  });

  it('probes the app on its health routes, by the container port', () => {
    const spec = JSON.parse(readFileSync(path.join(ROOT, 'openapi', 'openapi.json'), 'utf8')) as { paths: Record<string, Obj> };
    expect(at(container, 'livenessProbe', 'httpGet', 'path')).toBe('/health/live');
    expect(at(container, 'readinessProbe', 'httpGet', 'path')).toBe('/health/ready');
    expect(at(container, 'startupProbe', 'httpGet', 'path')).toBe('/health/live');
    const portNames = list(container.ports, 'ports').map((p) => at(p, 'name'));
    for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
      expect(portNames).toContain(at(container, probe, 'httpGet', 'port'));
      expect(spec.paths[String(at(container, probe, 'httpGet', 'path'))]?.get).toBeDefined();
    }
    // The port the app listens on is the one the ConfigMap gives it.
    const http = list(container.ports, 'ports').find((p) => at(p, 'name') === 'http');
    expect(String(at(http, 'containerPort'))).toBe(configData.PORT);
  });

  it.each([
    ['Deployment', podSpec, container],
    ['migration Job', jobPodSpec, jobContainer],
  ])('runs the %s non-root, read-only, without privileges or capabilities', (_what, pod, c) => {
    expect(at(pod, 'securityContext', 'runAsNonRoot')).toBe(true);
    expect(at(pod, 'securityContext', 'runAsUser')).toBe(NODE_UID);
    expect(at(pod, 'securityContext', 'seccompProfile', 'type')).toBe('RuntimeDefault');
    expect(at(pod, 'automountServiceAccountToken')).toBe(false);
    expect(at(c, 'securityContext', 'runAsNonRoot')).toBe(true);
    expect(at(c, 'securityContext', 'readOnlyRootFilesystem')).toBe(true);
    expect(at(c, 'securityContext', 'allowPrivilegeEscalation')).toBe(false);
    expect(at(c, 'securityContext', 'capabilities', 'drop')).toEqual(['ALL']);
    for (const kind of ['requests', 'limits']) {
      expect(at(c, 'resources', kind, 'cpu')).toBeDefined();
      expect(at(c, 'resources', kind, 'memory')).toBeDefined();
    }
  });

  it('sets MIGRATIONS=job, and the Job runs the migration CLI with the same image and environment', () => {
    expect(configData.MIGRATIONS).toBe('job');
    expect(configData.NODE_ENV).toBe('production');
    expect(jobContainer.command).toEqual(['node', 'dist/src/database/migrate-cli.js']);
    expect(jobContainer.image).toBe(container.image);
    expect(jobContainer.envFrom).toEqual(container.envFrom);
    expect(at(job, 'spec', 'backoffLimit')).toEqual(expect.any(Number));
    expect(at(job, 'spec', 'ttlSecondsAfterFinished')).toEqual(expect.any(Number));
    expect(['Never', 'OnFailure']).toContain(jobPodSpec.restartPolicy);
  });

  it('has a ConfigMap the app itself accepts, with only variables it (or Node) reads', () => {
    for (const [key, value] of Object.entries(configData)) expect({ key, type: typeof value }).toEqual({ key, type: 'string' });
    // The app's own validation (a bad value would stop every replica at boot with exit 78).
    const env = { ...(configData as Record<string, string>), DATABASE_URL: 'postgres://arbiter@db:5432/arbiter' };
    const config = loadConfig(env);
    expect(config.migrations).toBe('job');
    expect(config.nodeEnv).toBe('production');
    // A misspelt name would be ignored silently: every key must appear in the config loader.
    const source = readdirSync(path.join(ROOT, 'src', 'config'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
      .map((f) => readFileSync(path.join(ROOT, 'src', 'config', f), 'utf8'))
      .join('\n');
    const readByNode = new Set(['NODE_OPTIONS']);
    for (const key of Object.keys(configData)) {
      expect({ key, known: readByNode.has(key) || source.includes(`'${key}'`) }).toEqual({ key, known: true });
    }
    // DATABASE_URL and REDIS_URL are secrets: never in the ConfigMap.
    expect(Object.keys(configData)).not.toEqual(expect.arrayContaining(['DATABASE_URL']));
    expect(Object.keys(configData)).not.toEqual(expect.arrayContaining(['REDIS_URL']));
  });

  it('labels what a release applies before the migration Job (docs/operations.md: component in (config, migration))', () => {
    const early = manifests.filter((m) => ['config', 'migration'].includes(String(at(m.doc, 'metadata', 'labels', 'app.kubernetes.io/component'))));
    expect(early.map((m) => m.doc.kind).sort()).toEqual(['ConfigMap', 'Job', 'Namespace']);
  });

  it('reads its environment from the ConfigMap and the Secret', () => {
    const [secret] = parsed.get('secret.example.yaml') ?? [];
    expect(container.envFrom).toEqual([{ configMapRef: { name: nameOf(configMap) } }, { secretRef: { name: nameOf(secret) } }]);
  });

  it('gives the app time to stop: grace period > preStop sleep + SHUTDOWN_TIMEOUT_MS', () => {
    const preStop = list(at(container, 'lifecycle', 'preStop', 'exec', 'command'), 'preStop command');
    expect(preStop[0]).toBe('sleep');
    const sleepS = Number(preStop[1]);
    expect(sleepS).toBeGreaterThan(0);
    const shutdownMs = loadConfig({ ...(configData as Record<string, string>), DATABASE_URL: 'postgres://a@b/c' }).shutdownTimeoutMs;
    expect(typeof shutdownMs).toBe('number');
    expect(Number(podSpec.terminationGracePeriodSeconds) * 1000).toBeGreaterThan(sleepS * 1000 + shutdownMs);
  });

  it('selects the Deployment pods from the Service, the PDB and the HPA', () => {
    const podLabels = obj(at(deployment, 'spec', 'template', 'metadata', 'labels'), 'pod labels');
    const matches = (selector: unknown): boolean => Object.entries(obj(selector, 'selector')).every(([k, v]) => podLabels[k] === v);
    expect(matches(at(deployment, 'spec', 'selector', 'matchLabels'))).toBe(true);
    const service = only('Service');
    expect(matches(at(service, 'spec', 'selector'))).toBe(true);
    expect(at(service, 'spec', 'type')).toBe('ClusterIP');
    expect(list(container.ports, 'ports').map((p) => at(p, 'name'))).toContain(at(service, 'spec', 'ports', 0, 'targetPort'));
    const pdb = only('PodDisruptionBudget');
    expect(matches(at(pdb, 'spec', 'selector', 'matchLabels'))).toBe(true);
    expect(at(pdb, 'spec', 'maxUnavailable') ?? at(pdb, 'spec', 'minAvailable')).toBe(1);
    const hpa = only('HorizontalPodAutoscaler');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(at(hpa, 'spec', 'scaleTargetRef')).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: nameOf(deployment) });
    expect([at(hpa, 'spec', 'minReplicas'), at(hpa, 'spec', 'maxReplicas')]).toEqual([2, 10]);
    expect(at(hpa, 'spec', 'metrics', 0, 'resource')).toEqual({ name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } });
    expect(at(deployment, 'spec', 'replicas')).toBe(3);
  });
});
