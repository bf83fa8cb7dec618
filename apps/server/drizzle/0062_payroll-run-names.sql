ALTER TABLE "payroll_runs" RENAME COLUMN "department_name" TO "department_name_en";--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "department_name_ar" varchar(128);