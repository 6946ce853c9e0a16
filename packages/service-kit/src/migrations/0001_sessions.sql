-- The session store every service shares (session.ts). `if not exists`: databases made before the kit had
-- migrations already hold the table, and upgrade as they are.
create schema if not exists session;
create table if not exists session.sessions (sid text primary key, data jsonb not null, expires_at timestamptz not null);
create index if not exists sessions_expires_at_idx on session.sessions (expires_at);
