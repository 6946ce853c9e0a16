-- Whatever deletes sessions (logout, a password reset, a deleted account, a ban, the purge of expired ones)
-- announces their ids on `sessions_ended` at commit, so every instance ends the event streams opened under them
-- (session.ts, matching's events.ts). Once per statement: a bulk delete sends its ids in payloads of 100
-- (PostgreSQL caps a payload at 8000 bytes; a session id is 32 characters).
create or replace function session.announce_ended_sessions() returns trigger language plpgsql as $$
begin
  perform pg_notify('sessions_ended', string_agg(sid, ' '))
  from (select sid, (row_number() over () - 1) / 100 as batch from ended) numbered
  group by batch;
  return null;
end
$$;
drop trigger if exists sessions_ended on session.sessions;
create trigger sessions_ended after delete on session.sessions
  referencing old table as ended for each statement execute function session.announce_ended_sessions();
