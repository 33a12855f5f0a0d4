-- The global search (issue 36 item 5). search_fold: lower case without diacritics ("Łódź" → "lodz"), by translate()
-- rather than unaccent, which PGlite does not ship; IMMUTABLE so stored generated columns and the ticket document use it.
CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(value, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻáäàâãåÁÄÀÂÃÅčçČÇďĎéëèêěÉËÈÊĚíïìîÍÏÌÎĺľĹĽňñŇÑöôòõőÖÔÒÕŐřŕŘŔšŠťŤúüùûůűÚÜÙÛŮŰýÿÝžŽ', 'acelnoszzACELNOSZZaaaaaaAAAAAAccCCdDeeeeeEEEEEiiiiIIIIllLLnnNNoooooOOOOOrrRRsStTuuuuuuUUUUUUyyYzZ'))
$$;--> statement-breakpoint
-- The ticket document gains the folded words ('simple'), so "lodz:*" finds a ticket about Łódź with the same GIN index;
-- the exact and English words stay for the ticket list's search.
CREATE OR REPLACE FUNCTION ticket_search_document(body text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT strip(to_tsvector('english', body) || to_tsvector('simple', body) || to_tsvector('simple', search_fold(body)))
$$;--> statement-breakpoint
UPDATE tickets SET search = ticket_search_of(id, fullid, subject, body);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce("name", '') || ' ' || coalesce("short_name", '') || ' ' || coalesce("tag", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce("firstname", '') || ' ' || coalesce("lastname", '') || ' ' || coalesce("email", '') || ' ' || coalesce("additional_email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("direct_phone", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce("name", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce("vendor", '') || ' ' || coalesce("model", '') || ' ' || coalesce("serial", '') || ' ' || coalesce("service_tag", '') || ' ' || coalesce("inventory_number", '') || ' ' || coalesce("ip", ''))) STORED NOT NULL;