ALTER TABLE "ticket_messages" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "sender_email" text;--> statement-breakpoint
-- The ticket's description (tickets.body: the e-mail that opened it, or the text typed on create) joins its search
-- document. It is not stored as a first message, so migration 0005's document (fullid, subject, messages) missed it.
CREATE FUNCTION ticket_search_of(ticket integer, fullid text, subject text, body text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT ticket_search_document(fullid || ' ' || subject || ' ' || body)
    || coalesce((SELECT ticket_search_document(string_agg(m.body, ' ')) FROM ticket_messages m WHERE m.ticket_id = ticket), ''::tsvector)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tickets_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.search := ticket_search_document(NEW.fullid || ' ' || NEW.subject || ' ' || NEW.body);
  ELSE
    NEW.search := ticket_search_of(NEW.id, NEW.fullid, NEW.subject, NEW.body);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ticket_messages_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tickets t SET search = t.search || m.document
    FROM (SELECT ticket_id, ticket_search_document(string_agg(body, ' ')) AS document FROM new_rows GROUP BY ticket_id) m
    WHERE t.id = m.ticket_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE tickets t SET search = ticket_search_of(t.id, t.fullid, t.subject, t.body)
    WHERE t.id IN (SELECT ticket_id FROM old_rows);
  ELSE
    UPDATE tickets t SET search = ticket_search_of(t.id, t.fullid, t.subject, t.body)
    WHERE t.id IN (SELECT ticket_id FROM old_rows UNION SELECT ticket_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION ticket_search_of(integer, text, text);--> statement-breakpoint
DROP TRIGGER tickets_search_update ON tickets;--> statement-breakpoint
CREATE TRIGGER tickets_search_update BEFORE UPDATE OF fullid, subject, body ON tickets FOR EACH ROW
  WHEN (OLD.fullid IS DISTINCT FROM NEW.fullid OR OLD.subject IS DISTINCT FROM NEW.subject OR OLD.body IS DISTINCT FROM NEW.body)
  EXECUTE FUNCTION tickets_search_refresh();--> statement-breakpoint
-- Backfill: the stored document plus the description's words (the same set a rebuild gives, without re-reading every
-- message), by rewriting the table as 0005 did (compact, indexes rebuilt once; no row trigger fires).
ALTER TABLE "tickets" ALTER COLUMN "search" TYPE tsvector USING search || ticket_search_document(body);
