-- Each periodic job's claim (housekeeping.ts): the instance that claims a run holds it until `next_run_at`, so one
-- job runs once per interval across every instance sharing the database; `runs` counts the runs, `last_run_by`
-- names the instance of the last.
create table if not exists service_kit.job_runs (
  name text primary key,
  next_run_at timestamptz not null,
  runs bigint not null,
  last_run_by text not null
);
