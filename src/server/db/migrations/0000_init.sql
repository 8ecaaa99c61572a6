CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"town" text NOT NULL,
	"region" text,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"groceries_collection" boolean DEFAULT true NOT NULL,
	"entertaining_collection" boolean DEFAULT false NOT NULL,
	"delivery_districts" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"path" text NOT NULL,
	"level" integer NOT NULL,
	"parent_id" integer,
	"ancestor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden_in_nav" boolean DEFAULT false NOT NULL,
	"empty_of_products" boolean DEFAULT false NOT NULL,
	"icon_name" text,
	"offer" boolean DEFAULT false NOT NULL,
	"banner" text,
	"page_title" text,
	CONSTRAINT "categories_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "product_promotions" (
	"promotion_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"group_id" integer DEFAULT 1 NOT NULL,
	"was_price_pence" integer,
	CONSTRAINT "product_promotions_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"line_number" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"own_brand" boolean DEFAULT false NOT NULL,
	"size" text NOT NULL,
	"product_type" text DEFAULT 'G' NOT NULL,
	"category_id" integer NOT NULL,
	"uom" text DEFAULT 'C62' NOT NULL,
	"price_pence" integer NOT NULL,
	"price_quantity" numeric(8, 2) DEFAULT 1 NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"unit_price_unit" text NOT NULL,
	"deposit_charge_pence" integer,
	"default_quantity" numeric(8, 2) DEFAULT 1 NOT NULL,
	"lead_time_days" integer,
	"shelf_life_days" integer,
	"max_personalised_message_length" integer,
	"contains_alcohol" boolean DEFAULT false NOT NULL,
	"hfss" boolean DEFAULT false NOT NULL,
	"percent_by_volume" numeric(4, 1),
	"units_in_bottle" numeric(4, 1),
	"substitutions_prohibited" boolean DEFAULT false NOT NULL,
	"substitution_group" text,
	"available_days" text[],
	"restriction_start_date" date,
	"restriction_end_date" date,
	"servings_min" integer,
	"servings_max" integer,
	"dietary_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"marketing_badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cooking_status" text,
	"average_rating" numeric(3, 2),
	"review_count" integer DEFAULT 0 NOT NULL,
	"summary" text,
	"bar_code" text,
	"availability" text DEFAULT 'IN_STOCK' NOT NULL,
	"image_hue" integer NOT NULL,
	"image_icon" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_line_number_unique" UNIQUE("line_number")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"promotion_type" text NOT NULL,
	"promotion_type_code" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"loyalty_only" boolean DEFAULT false NOT NULL,
	"discount" jsonb NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_promotions" ADD CONSTRAINT "product_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_promotions" ADD CONSTRAINT "product_promotions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "product_promotions_product_idx" ON "product_promotions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");