-- Pending invitations on /admin/users (decision 026's part of issue 13): an invitation is valid for
-- 14 days after it was last sent; Resend sends it again and starts the 14 days afresh. Invitations
-- sent before this migration count from now.
ALTER TABLE "invitations" ADD COLUMN "sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "expires_at" timestamp (3) with time zone DEFAULT (now() + interval '14 days') NOT NULL;--> statement-breakpoint
UPDATE "invitations" SET "sent_at" = "created_at";
