import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The admin console (admin/): `npm run build:admin` → dist/admin, served by the API server at /admin.
// It signs its requests like the app (types/sign.ts), with the same SOCKET_URL-derived key.

export default defineConfig({
  root: __dirname,
  base: '/admin/',
  plugins: [react()],
  define: {
    __ADMIN_SOCKET_URL__: JSON.stringify(process.env.SOCKET_URL ?? '/ws')
  },
  build: {
    outDir: path.resolve(__dirname, '../dist/admin'),
    emptyOutDir: true,
    // every library in ONE chunk: antd and ProComponents import each other in cycles, and splitting
    // them between chunks breaks their evaluation order; a back office loads it once
    chunkSizeWarningLimit: 3000,
    rollupOptions: { output: { manualChunks: (id) => id.includes('node_modules') ? 'vendor' : undefined } }
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } }
})
