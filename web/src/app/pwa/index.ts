export { registerWorker } from './registerWorker';
export { UpdatePrompt } from './UpdatePrompt';
export { createAppUpdates, type AppUpdates, type UpdateActions } from './updates';
