export * from './messages.ts';
export * from './enums.ts';
export * from './auth.ts';
export * from './company.ts';
export * from './user.ts';
export * from './broadcast.ts';
export * from './tickets.ts';
export * from './profile.ts';
