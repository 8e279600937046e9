import { findSettings } from '../../db/repositories/settings';
import { siteNameSchema } from '@/lib/validation/settings';
import { badUserInput, userError } from '../errors';
import type { QueryResolvers } from '../generated/graphql';

/**
 * getSettingLambda(siteName): the settings row of the site; BAD_USER_INPUT at siteName for a name
 * siteNameSchema refuses, NOT_FOUND for an unknown one.
 */
export const getSettingLambda: QueryResolvers['getSettingLambda'] = async (
  _parent,
  { siteName },
  { db },
) => {
  const parsed = siteNameSchema.safeParse(siteName);
  if (!parsed.success) throw badUserInput(parsed.error, 'siteName');
  const row = await findSettings(db, parsed.data);
  if (!row)
    throw userError('NOT_FOUND', `Unknown site name: ${siteName.slice(0, 50)}`, {
      field: 'siteName',
    });
  return {
    name: row.name,
    version: row.version,
    pickupId: row.pickupId,
    callTime: {
      displayFirstTime: row.displayFirstTime,
      displayLastTime: row.displayLastTime,
      telFirstTime: row.telFirstTime,
      telLastTime: row.telLastTime,
    },
    maintenance: {
      isAlwaysDisplay: row.maintenanceIsAlwaysDisplay,
      category: row.maintenanceCategory,
      text: row.maintenanceText,
      firstDate: row.maintenanceFirstDate,
      lastDate: row.maintenanceLastDate,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};
