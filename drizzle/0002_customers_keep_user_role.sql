-- Customer accounts (made by phone sign-up, marked by the reserved e-mail domain) are never staff.
-- Before staff roles were refused for them, a customer could be given one; that row then counted
-- as an admin for the last-admin guard and the first-admin seed. Put every such row back to 'user'.
UPDATE "users" SET "role" = 'user', "updated_at" = now()
WHERE lower("email") LIKE '%@customers.chai-express.invalid' AND "role" <> 'user';
