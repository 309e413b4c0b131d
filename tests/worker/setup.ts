import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Each test file starts from empty storage: one runtime serves the files in turn, so whatever the
// previous file wrote (D1, R2, KV, Durable Objects) is deleted, then the migrations are applied.
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
