import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const floorDir = fileURLToPath(new URL('.', import.meta.url));

/** Built like the app (same target, base and plugin-react), minus everything the app adds. */
export default defineConfig({
  root: floorDir,
  base: './',
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: fileURLToPath(new URL('../../dist-floor', import.meta.url)),
    // outDir lies outside root, where Vite will not empty it unless told to.
    emptyOutDir: true,
  },
});
