import type { SnapshotFrom } from 'xstate';
import { isModuleEnabled } from '../../api/client';
import type { systemStatusMachine } from './system-status.machine';

type Snap = SnapshotFrom<typeof systemStatusMachine>;

export const selectWhitelabel = (s: Snap) => s.context.whitelabel;
export const selectStatus = (s: Snap) => s.context.status;
export const selectErrorKey = (s: Snap) => s.context.errorKey;
export const selectModuleEnabled = (s: Snap, modId: string) =>
  s.context.whitelabel ? isModuleEnabled(s.context.whitelabel.info.whitelabel, modId) : false;
