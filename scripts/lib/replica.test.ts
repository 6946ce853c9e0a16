import { createTestDatabase, onReplica } from '@wishlist/service-kit/testing';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { countOwnWriteMisses, REPLICA_SLOT } from './replica.ts';

it("streams the run's primary through its slot, read-only", async () => {
  const primary = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  const standby = new pg.Client({ connectionString: inject('replicaAdminUrl') });
  await Promise.all([primary.connect(), standby.connect()]);
  try {
    const slot = await primary.query('select active from pg_replication_slots where slot_name = $1', [REPLICA_SLOT]);
    expect(slot.rows).toEqual([{ active: true }]);
    await expect(standby.query('create table refused (n int)')).rejects.toThrow(/read-only transaction/);
  } finally {
    await Promise.all([primary.end(), standby.end()]);
  }
});

it('counts no read that missed its own write under the replica rule, and samples the lag', async () => {
  const database = await createTestDatabase();
  const misses = await countOwnWriteMisses(database, onReplica(database), 50);
  expect(misses).toMatchObject({ tries: 50, withRule: 0 });
  expect(misses.lagMs).toHaveLength(50);
});
