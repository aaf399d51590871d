/** Injection token of the `DatabaseConfig` read at boot. */
export const DATABASE_CONFIG = Symbol('DATABASE_CONFIG');
/** Injection token of the `DatabaseServer` the app connects to (external or embedded). */
export const DATABASE_SERVER = Symbol('DATABASE_SERVER');
