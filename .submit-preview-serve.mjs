import { createServer } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
const server = await createServer({ root: '/tmp/submit-preview', configFile: false, plugins: [react(), tailwindcss()], server: { port: 5199, fs: { allow: ['/work/main', '/tmp/submit-preview'] } }, resolve: { alias: { '@': '/work/main/src/client' } } });
await server.listen();
console.log('ready');
