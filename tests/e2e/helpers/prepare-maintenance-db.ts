// Creates a seeded embedded database whose settings row carries a maintenance window
// (run with `tsx --conditions react-server`). Usage: prepare-maintenance-db.ts <dataDir> <firstDate> <lastDate> <text>
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { settings } from '@/lib/server/db/schema';
import { seedSampleData } from '@/lib/server/ops/seed';
import { defaultSettings } from '@/lib/state/types';

const [dataDir, firstDate, lastDate, text] = process.argv.slice(2);
if (!dataDir || !firstDate || !lastDate)
  throw new Error('usage: <dataDir> <firstDate> <lastDate> <text>');
const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
await seedSampleData(database.db, 'small');
await database.db
  .update(settings)
  .set({
    maintenanceIsAlwaysDisplay: false,
    maintenanceCategory: 'maintenance',
    maintenanceText: text ?? null,
    maintenanceFirstDate: firstDate,
    maintenanceLastDate: lastDate,
  })
  .where(eq(settings.name, defaultSettings.name));
await database.close();
