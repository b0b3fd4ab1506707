import { join } from 'node:path';

/** Files a running server leaves in DATA_DIR for the ops CLI (removed on shutdown). */
export const opsTokenFile = (dataDir: string) => join(dataDir, 'ops-token');
export const serverInfoFile = (dataDir: string) => join(dataDir, 'server.json');
