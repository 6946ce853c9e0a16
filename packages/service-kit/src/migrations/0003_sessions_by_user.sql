-- Every session of one user ends at once when their password is reset or their account is deleted (session.ts).
create index if not exists sessions_user_idx on session.sessions ((data ->> 'userId'));
