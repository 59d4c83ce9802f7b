-- A gateway refund recorded as failed that the gateway later says it made after all (failed ->
-- processed, refunds.repo finish) would keep the shop day it was written on, even when that day's
-- close already stands: counted in no close. Settling it moves it past closed days, as a new row
-- would be (next_open_shop_day(), migration 0016): an adjustment of the next open day.
CREATE OR REPLACE FUNCTION refund_settles_on_open_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'processed' AND OLD.status <> 'processed' THEN
    NEW.shop_day := next_open_shop_day(NEW.shop_day);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER refunds_settle_on_open_day BEFORE UPDATE OF status ON "refunds" FOR EACH ROW EXECUTE FUNCTION refund_settles_on_open_day();
