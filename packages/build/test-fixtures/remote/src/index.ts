import('./routes.tsx');
