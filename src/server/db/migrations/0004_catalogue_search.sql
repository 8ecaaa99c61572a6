-- Catalogue search (doc 3 §3 Search state and results; docs/api/catalogue.md). Hand-ordered: extensions
-- and text search configurations come before the columns and indexes that use them. Every statement can
-- run twice (IF NOT EXISTS, OR REPLACE), so a development database that took an earlier draft of this
-- migration is brought to this one.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- English stemming with accents ignored ('creme fraiche' finds 'Crème Fraîche', 'rose' finds 'Rosé').
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'shop_english') THEN
    CREATE TEXT SEARCH CONFIGURATION "shop_english" (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION "shop_english" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END $$;--> statement-breakpoint
-- No stemming, accents ignored: autocomplete matches what was typed.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'shop_simple') THEN
    CREATE TEXT SEARCH CONFIGURATION "shop_simple" (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION "shop_simple" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_suggestions" (
	"key" text PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"kind" text NOT NULL,
	"vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('shop_simple'::regconfig, term)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "search_chain" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('shop_english'::regconfig, name)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_vector" "tsvector";--> statement-breakpoint
-- The names of a category and its ancestors below the shops (department, aisle, leaf; 'Groceries' would
-- match nearly everything), kept on the category so a product's trigger reads it with one key lookup.
CREATE OR REPLACE FUNCTION "categories_refresh_search_chain"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE categories c SET search_chain = coalesce((
    SELECT string_agg(a.name, ' ' ORDER BY a.level) FROM categories a
    WHERE (a.id = c.id OR a.id = ANY (c.ancestor_ids)) AND a.level >= 2), '')
  WHERE c.id = ANY (ids);
$$;--> statement-breakpoint
-- A product's search document: name (A), brand (B), category chain (C), and its dietary tags, marketing
-- badges and product tags (D).
CREATE OR REPLACE FUNCTION "products_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chain text;
BEGIN
  SELECT search_chain INTO chain FROM categories WHERE id = NEW.category_id;
  NEW.search_vector :=
    setweight(to_tsvector('shop_english', NEW.name), 'A') ||
    setweight(to_tsvector('shop_english', NEW.brand), 'B') ||
    setweight(to_tsvector('shop_english', coalesce(chain, '')), 'C') ||
    setweight(to_tsvector('shop_english', array_to_string(NEW.dietary_tags || NEW.marketing_badges, ' ')
      || ' ' || jsonb_path_query_array(NEW.product_tags, '$[*].name')::text), 'D');
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_vector" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_vector" BEFORE INSERT OR UPDATE OF name, brand, category_id, dietary_tags, marketing_badges, product_tags ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_vector"();--> statement-breakpoint
-- Words for 'did you mean' and texts for autocomplete, from every statement that adds products.
CREATE OR REPLACE FUNCTION "products_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM added_products,
    regexp_split_to_table(lower(name || ' ' || brand), '[^a-z0-9à-öø-ÿ]+') AS word
  WHERE length(word) >= 3 AND word !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  INSERT INTO search_suggestions (key, term, kind)
  SELECT DISTINCT ON (lower(name)) lower(name), name, 'product' FROM added_products ORDER BY lower(name), name
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_terms" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_terms" AFTER INSERT ON "products" REFERENCING NEW TABLE AS added_products FOR EACH STATEMENT EXECUTE FUNCTION "products_search_terms"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "categories_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM categories_refresh_search_chain(ARRAY(SELECT id FROM added_categories));
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM added_categories, regexp_split_to_table(lower(name), '[^a-z0-9à-öø-ÿ]+') AS word
  WHERE level >= 2 AND length(word) >= 3 AND word !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  INSERT INTO search_suggestions (key, term, kind)
  SELECT DISTINCT ON (lower(name)) lower(name), name, 'category' FROM added_categories
  WHERE level >= 2 ORDER BY lower(name), name
  ON CONFLICT (key) DO UPDATE SET kind = 'category';
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "categories_search_terms" ON "categories";--> statement-breakpoint
CREATE TRIGGER "categories_search_terms" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS added_categories FOR EACH STATEMENT EXECUTE FUNCTION "categories_search_terms"();--> statement-breakpoint
-- A renamed category: new chains for it and the categories below it, new documents for their products.
CREATE OR REPLACE FUNCTION "categories_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected integer[];
BEGIN
  affected := ARRAY(SELECT id FROM categories WHERE id = NEW.id OR NEW.id = ANY (ancestor_ids));
  PERFORM categories_refresh_search_chain(affected);
  UPDATE products SET category_id = category_id WHERE category_id = ANY (affected);
  IF NEW.level >= 2 THEN
    INSERT INTO search_suggestions (key, term, kind) VALUES (lower(NEW.name), NEW.name, 'category')
    ON CONFLICT (key) DO UPDATE SET kind = 'category';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "categories_renamed" ON "categories";--> statement-breakpoint
CREATE TRIGGER "categories_renamed" AFTER UPDATE OF name ON "categories" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "categories_renamed"();--> statement-breakpoint
-- Every statement that changes the catalogue moves its version on (search caches in the API processes).
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_catalogue_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "categories_catalogue_changed" ON "categories";--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "promotions_catalogue_changed" ON "promotions";--> statement-breakpoint
CREATE TRIGGER "promotions_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_promotions_catalogue_changed" ON "product_promotions";--> statement-breakpoint
CREATE TRIGGER "product_promotions_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_promotions" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
-- The products a search matches, with their rank, always through the GIN index. The planner prices a
-- tsvector match like any cheap operator, so for a common word it would read every product instead,
-- which measures two to ten times slower than the index (PGlite and PostgreSQL alike). As a function
-- the match runs with sequential scans priced out, and without JIT, which that price would otherwise
-- trigger on a PostgreSQL server (hundreds of milliseconds to compile a query of a few), in one round trip.
CREATE OR REPLACE FUNCTION "search_products"(query tsquery) RETURNS TABLE ("line_number" text, "rank" real)
LANGUAGE sql STABLE SET enable_seqscan = off SET jit = off AS $$
  SELECT p.line_number, ts_rank_cd(p.search_vector, query) FROM products p WHERE p.search_vector @@ query
$$;--> statement-breakpoint
-- Autocomplete's texts matching a query, best first: those starting with what was typed, then categories,
-- then the shortest; through the GIN index for the same reason.
CREATE OR REPLACE FUNCTION "search_suggestions_for"(query tsquery, typed text, wanted integer) RETURNS SETOF text
LANGUAGE sql STABLE SET enable_seqscan = off SET jit = off AS $$
  SELECT s.term FROM search_suggestions s WHERE s.vector @@ query
  ORDER BY starts_with(s.key, typed) DESC, s.kind = 'category' DESC, length(s.term), s.key
  LIMIT wanted
$$;--> statement-breakpoint
-- A shop seeded before this migration gets its chains, documents, words and suggestions now.
SELECT categories_refresh_search_chain(ARRAY(SELECT id FROM categories));--> statement-breakpoint
UPDATE "products" SET "name" = "name";--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT word FROM (
  SELECT name || ' ' || brand AS text FROM products UNION ALL SELECT name FROM categories WHERE level >= 2
) AS texts, regexp_split_to_table(lower(text), '[^a-z0-9à-öø-ÿ]+') AS word
WHERE length(word) >= 3 AND word !~ '[0-9]'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_suggestions" ("key", "term", "kind")
SELECT DISTINCT ON (lower(name)) lower(name), name, 'category' FROM categories WHERE level >= 2 ORDER BY lower(name), name
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_suggestions" ("key", "term", "kind")
SELECT DISTINCT ON (lower(name)) lower(name), name, 'product' FROM products ORDER BY lower(name), name
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_suggestions_vector_idx" ON "search_suggestions" USING gin ("vector");--> statement-breakpoint
DROP INDEX IF EXISTS "search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search_vector");
