import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** A role of a practitioner (spec 000 §3); the 'doctor' role is left out of the role text. */
export interface PractitionerRole {
  readonly code: string;
  readonly display: string;
}

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  orgName: text('org_name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Hospital fee added to every consultation invoice, in cents of the tenant's currency. */
  hospitalFeeCents: integer('hospital_fee_cents').notNull().default(0),
  /** Added to the invoice of a homecare order (delivery, home collection or visit), in cents; 0 charges none. */
  homecareDeliveryChargeCents: integer('homecare_delivery_charge_cents').notNull().default(0),
  /** The signed images printed on every lab report (blob ids uploaded by the hospital's staff); null prints a placeholder. */
  reportHeaderBlobId: text('report_header_blob_id'),
  reportFooterBlobId: text('report_footer_blob_id'),
  reportSignatureBlobId: text('report_signature_blob_id'),
});

export const specialties = pgTable('specialties', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  display: text('display').notNull(),
});

export const practitioners = pgTable(
  'practitioners',
  {
    id: text('id').primaryKey(),
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<'female' | 'male'>().notNull(),
    active: boolean('active').notNull(),
    roles: jsonb('roles').$type<PractitionerRole[]>().notNull(),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
  },
  (table) => [index('practitioners_specialty_idx').on(table.specialtyId)],
);
