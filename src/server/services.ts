// The one place where repos and services are wired together. Modules reach each other only
// through the services built here.
import type { Database } from './db/database';
import type { Env } from './env';
import { createAdminStatsRepo } from './modules/admin-stats/admin-stats.repo';
import { createAuditRepo } from './modules/audit/audit.repo';
import { createAuditService } from './modules/audit/audit.service';
import { createAuth } from './modules/auth/auth';
import { createStaffAuthService } from './modules/auth/staff-auth.service';
import { createCatalogRepo } from './modules/catalog/catalog.repo';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createAddressesService } from './modules/customers/addresses.service';
import { createCustomerAuthService } from './modules/customers/customer-auth.service';
import { createCustomersRepo } from './modules/customers/customers.repo';
import { createReverseGeocoder } from './modules/location/reverse-geocoder';
import { createOrdersRepo } from './modules/orders/orders.repo';
import { createOrdersService } from './modules/orders/orders.service';
import { createRobotCheck } from './modules/robot-check/robot-check.service';
import { createSettingsRepo } from './modules/settings/settings.repo';
import { createSettingsService } from './modules/settings/settings.service';
import { createSmsProvider } from './modules/sms/sms-provider';
import { createUsersRepo } from './modules/users/users.repo';
import { createUsersService } from './modules/users/users.service';

type Log = { info(message: string): void; error(details: object, message: string): void };

export function createServices(database: Database, env: Env, log: Log) {
  const { db } = database;
  const sms = createSmsProvider(env.sms, (message) => log.info(message));
  const catalog = createCatalogService(createCatalogRepo(db));
  const settings = createSettingsService(createSettingsRepo(db));
  const geocoder = createReverseGeocoder(env.geocodeUrl);
  const audit = createAuditService(createAuditRepo(db));
  const usersRepo = createUsersRepo(db);
  const auth = createAuth(db, env, (phone, code) => sms.sendCode(phone, code));
  const staffAuth = createStaffAuthService({
    auth,
    audit,
    users: usersRepo,
    adminEmails: env.adminEmails,
  });
  const users = createUsersService({ db, users: usersRepo, audit, roleOf: staffAuth.roleOf });
  const adminStats = createAdminStatsRepo(db);
  const customers = createCustomersRepo(db);
  const robotCheck = createRobotCheck(env.authSecret);
  const customerAuth = createCustomerAuthService({ auth, audit, customers, robotCheck, log });
  const addresses = createAddressesService(customers);
  const orders = createOrdersService(createOrdersRepo(db), audit);
  return {
    catalog,
    settings,
    geocoder,
    audit,
    auth,
    staffAuth,
    users,
    adminStats,
    sms,
    robotCheck,
    customerAuth,
    addresses,
    orders,
  };
}

export type Services = ReturnType<typeof createServices>;
