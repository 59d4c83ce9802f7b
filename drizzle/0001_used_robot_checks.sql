CREATE TABLE "used_robot_checks" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_robot_checks_expires_idx" ON "used_robot_checks" USING btree ("expires_at");