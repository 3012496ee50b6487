-- With SMTP delivery, text_body/html_body hold the copy staff may read (codes and private links masked);
-- the full text waits in delivery_* only until the mail is sent or has failed for good.
ALTER TABLE mail_outbox ADD COLUMN delivery_text_body text;
ALTER TABLE mail_outbox ADD COLUMN delivery_html_body text;
