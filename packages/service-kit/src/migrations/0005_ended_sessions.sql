-- Why a session was ended on purpose (signed out on another device, banned, suspended until a time), kept under its
-- id until the session would have expired, so the holder of its cookie is told why at its next request (session.ts).
-- A session that simply expired, or one its holder signed out of, leaves nothing here.
create table if not exists session.ended_sessions (
  sid text primary key,
  reason text not null,
  until timestamptz,
  expires_at timestamptz not null
);
