/**
 * Where the model-based tests live, for the Vitest projects (vite.config.ts) and
 * `npm run test:model` (scripts/testModel.ts): machine level under tests/model, screen level
 * beside the component tests of the screens they drive.
 */
export const MACHINE_MODEL_TESTS = 'tests/model/**/*.test.ts';
export const SCREEN_MODEL_TESTS = 'tests/component/**/*.model.test.tsx';

/** The Vitest projects of the two levels; `--project 'model-*'` selects both. */
export const MODEL_PROJECTS = 'model-*';
