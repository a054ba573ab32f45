/** Where the control page and its script live. */
export const WORKBENCH_PATH = '/__mock/';
export const WORKBENCH_SCRIPT = '/__mock/workbench.js';
