/** `npm run db:seed`: seed the configured database (DATA_DIR or DATABASE_URL) if it is new. */
import { parseEnv } from '../env';
import { openAppDatabase } from './open';

const env = parseEnv({ ...process.env, SEED: 'true' });
const handle = await openAppDatabase(env);
await handle.close();
console.log('[db] done');
