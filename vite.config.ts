import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_PORT = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Hashed names under assets/ are served with a one-year immutable cache.
    assetsDir: 'assets',
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false },
      '/uploads': { target: `http://127.0.0.1:${API_PORT}` },
      '/healthz': { target: `http://127.0.0.1:${API_PORT}` },
      '/readyz': { target: `http://127.0.0.1:${API_PORT}` },
    },
  },
});
