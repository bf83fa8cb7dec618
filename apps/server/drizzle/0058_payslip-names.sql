ALTER TABLE "payslips" RENAME COLUMN "department_name" TO "department_name_en";--> statement-breakpoint
ALTER TABLE "payslips" RENAME COLUMN "job_title_name" TO "job_title_name_en";--> statement-breakpoint
ALTER TABLE "payslips" RENAME COLUMN "salary_structure_name" TO "salary_structure_name_en";--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "department_name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "job_title_name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "salary_structure_name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_structure_name_present" CHECK (coalesce("payslips"."salary_structure_name_en", "payslips"."salary_structure_name_ar") is not null);