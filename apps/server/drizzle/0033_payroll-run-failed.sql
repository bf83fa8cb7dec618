-- A payroll run in which every employee failed ends Failed (5, "Nothing generated"), not Generated (issue 44).
ALTER TABLE "payroll_runs" DROP CONSTRAINT "payroll_runs_state";--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_state" CHECK ("payroll_runs"."state" between 0 and 5);