DROP INDEX "ticket_messages_search_idx";--> statement-breakpoint
ALTER TABLE "ticket_messages" DROP COLUMN "search";--> statement-breakpoint
-- tickets.search becomes the document of the whole ticket (fullid, subject, every message), kept by the triggers
-- below, so a search is one bitmap scan of tickets with the list filter applied in the same pass: no union with
-- messages and no join back to tickets for the filter, the count or the sort.
ALTER TABLE "tickets" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
-- English stems plus the exact words (`simple`, what Polish gets); positions stripped: nothing ranks or matches
-- phrases, and a long thread stays one entry per distinct word.
CREATE FUNCTION ticket_search_document(body text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT strip(to_tsvector('english', body) || to_tsvector('simple', body))
$$;--> statement-breakpoint
CREATE FUNCTION ticket_search_of(ticket integer, fullid text, subject text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT ticket_search_document(fullid || ' ' || subject)
    || coalesce((SELECT ticket_search_document(string_agg(m.body, ' ')) FROM ticket_messages m WHERE m.ticket_id = ticket), ''::tsvector)
$$;--> statement-breakpoint
-- Backfill by rewriting the table (compact, indexes rebuilt once) rather than updating every row in place.
ALTER TABLE "tickets" ALTER COLUMN "search" TYPE tsvector USING ticket_search_of(id, fullid, subject),
  ALTER COLUMN "search" SET DEFAULT ''::tsvector,
  ALTER COLUMN "search" SET NOT NULL;--> statement-breakpoint
-- A new ticket has no messages yet; a changed subject or fullid rebuilds the whole document.
CREATE FUNCTION tickets_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.search := ticket_search_document(NEW.fullid || ' ' || NEW.subject);
  ELSE
    NEW.search := ticket_search_of(NEW.id, NEW.fullid, NEW.subject);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER tickets_search_insert BEFORE INSERT ON tickets FOR EACH ROW EXECUTE FUNCTION tickets_search_refresh();--> statement-breakpoint
CREATE TRIGGER tickets_search_update BEFORE UPDATE OF fullid, subject ON tickets FOR EACH ROW
  WHEN (OLD.fullid IS DISTINCT FROM NEW.fullid OR OLD.subject IS DISTINCT FROM NEW.subject)
  EXECUTE FUNCTION tickets_search_refresh();--> statement-breakpoint
-- New messages add their words to their tickets' documents: one grouped update per statement, so a bulk insert
-- touches each ticket once. A changed or deleted message rebuilds its ticket's document.
CREATE FUNCTION ticket_messages_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tickets t SET search = t.search || m.document
    FROM (SELECT ticket_id, ticket_search_document(string_agg(body, ' ')) AS document FROM new_rows GROUP BY ticket_id) m
    WHERE t.id = m.ticket_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE tickets t SET search = ticket_search_of(t.id, t.fullid, t.subject)
    WHERE t.id IN (SELECT ticket_id FROM old_rows);
  ELSE
    UPDATE tickets t SET search = ticket_search_of(t.id, t.fullid, t.subject)
    WHERE t.id IN (SELECT ticket_id FROM old_rows UNION SELECT ticket_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ticket_messages_search_insert AFTER INSERT ON ticket_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_messages_search_apply();--> statement-breakpoint
CREATE TRIGGER ticket_messages_search_update AFTER UPDATE ON ticket_messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_messages_search_apply();--> statement-breakpoint
CREATE TRIGGER ticket_messages_search_delete AFTER DELETE ON ticket_messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_messages_search_apply();
