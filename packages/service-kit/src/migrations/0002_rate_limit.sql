-- The rate-limit counters every replica shares (rate-limit.ts). `if not exists`: databases made before the kit
-- had migrations already hold the table, and upgrade as they are.
create schema if not exists rate_limit;
create table if not exists rate_limit.counters (key text primary key, hits integer not null, resets_at timestamptz not null);
create index if not exists counters_resets_at_idx on rate_limit.counters (resets_at);
