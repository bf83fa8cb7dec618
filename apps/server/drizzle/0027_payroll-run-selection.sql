-- How a run's employees were chosen. Runs made before it was kept: a department's when they have one;
-- the others were everyone's or a list, which their rows cannot tell apart: they become "listed" (2),
-- which is true of any run (its employees are the ones listed on it), never "everyone" for one that was not.
ALTER TABLE "payroll_runs" ADD COLUMN "selection" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
UPDATE "payroll_runs" SET "selection" = 1 WHERE "department_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ALTER COLUMN "selection" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_selection" CHECK ("payroll_runs"."selection" between 0 and 2);--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_selection_department" CHECK (("payroll_runs"."selection" = 1) = ("payroll_runs"."department_id" is not null));
