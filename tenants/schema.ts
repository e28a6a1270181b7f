import { z } from 'zod';

/**
 * One hospital tenant: everything a build and a server need to know about it.
 * Every feature switch and payment setting named in the specs is a typed field here.
 * Secrets (gateway keys, SMS credentials) never live in this file: they come from the
 * server's environment, so a tenant config is safe to bundle into the browser.
 */
const toggle = z.object({ enabled: z.boolean() }).strict();
const payableFeature = z.object({ enabled: z.boolean(), payment: z.boolean() }).strict();
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour such as #0b6e6e');

const gateway = z
  .object({
    enabled: z.boolean(),
    /** Hosted page of the real gateway; absent means the local sandbox served by our server. */
    endpoint: z.url().optional(),
    /** Public merchant / profile identifier sent in the form post (not a secret). */
    merchantId: z.string().min(1).optional(),
  })
  .strict();

export const tenantSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    name: z.string().min(1),
    host: z.string().min(1),
    /**
     * The hospitals' IANA time zone: session and appointment times are read in it on every device (a phone
     * set to UTC still sees Colombo's 8:00 clinic at 8:00 AM). One per tenant: a network spans one country.
     */
    timeZone: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'an IANA time zone such as Asia/Colombo')
      .default('Asia/Colombo'),
    uxFlow: z.enum(['chat', 'flat']),
    deploymentType: z.enum(['site', 'saas']),
    /** Organisation (hospital) ids of the network this tenant serves; the seed creates them. */
    organizationIds: z.array(z.string().min(1)).min(1),
    contactNumbers: z
      .array(z.object({ label: z.string().min(1), number: z.string().regex(/^\+?[0-9 ]{9,16}$/) }).strict())
      .min(1),
    /** Default organisation per feature, used when the patient has not chosen a hospital. */
    defaultOrganizations: z
      .object({
        channelling: z.string(),
        medicationOrder: z.string(),
        examinationOrder: z.string(),
        procedureOrder: z.string(),
        encounterOrder: z.string(),
        agentChat: z.string(),
      })
      .strict(),
    features: z
      .object({
        channelling: z.object({ enabled: z.boolean(), payment: z.boolean(), reserve: z.boolean() }).strict(),
        videoChannelling: payableFeature,
        appointmentCancel: toggle,
        appointmentRefund: toggle,
        questionnaireResponse: toggle,
        appointmentPresentingComplains: toggle,
        appointmentObservations: toggle,
        paymentTermsAndConditions: toggle,
        /** The chat assistant itself. */
        chat: toggle,
        /** Hand-over to hospital staff (Chat With Hospital). */
        agentChat: toggle,
        editProfile: toggle,
        openValuePacks: toggle,
        medicationOrder: payableFeature,
        examinationOrder: payableFeature,
        procedureOrder: payableFeature,
        encounterOrder: payableFeature,
      })
      .strict(),
    payment: z
      .object({
        currency: z.string().length(3),
        gateways: z
          .object({
            cardProvider: gateway,
            masterCard: gateway,
            genie: gateway,
            mobileBill: gateway,
            /** Cash on delivery; offered only for orders where it applies. */
            cash: toggle,
          })
          .strict(),
        /** Charging scheme names used for invoices (standard and valuepack variants). */
        chargingSchemes: z.object({ standard: z.string(), valuepack: z.string() }).strict(),
        /**
         * Spec 001 §9's online discount on medication and lab test orders, in percent: taken off the invoice as a
         * line (domain/orderCharges.ts), and its message shown only where it is above 0 (issue 29).
         */
        onlineOrderDiscountPercent: z.number().int().min(0).max(100),
      })
      .strict(),
    /** Review link per organisation id, opened 2 s after a rating of 10. */
    reviewLinks: z.record(z.string(), z.url()),
    /**
     * The statechart inspector (/inspect) in production builds of this tenant. Development builds
     * always have it; a tenant whose patients must never see it keeps this off.
     */
    inspector: toggle,
    /**
     * Recorded runs (issue 33): every assistant conversation recorded server-side as its masked event log, for
     * testers and support. Off by default; when on, the payment terms and privacy text say so. Runs older than
     * `retentionDays` are deleted.
     */
    recordedRuns: z.object({ enabled: z.boolean(), retentionDays: z.number().int().min(1).max(365) }).strict(),
    /**
     * The installed app (issue 20): the web app manifest's short name (under the icon on a home screen) and
     * colours; the manifest's name is `name`. Its icons are drawn from `themeColor` at build time.
     */
    pwa: z
      .object({
        shortName: z.string().min(1).max(12),
        themeColor: colour,
        backgroundColor: colour,
      })
      .strict(),
    /**
     * SMS reminders and alerts (issue 20), one switch per kind (domain/reminders.ts): off sends none of that kind
     * to anyone, and the account screen does not offer it. On, each account may still opt out per kind.
     */
    reminders: z
      .object({
        eveningBefore: toggle,
        twoHoursBefore: toggle,
        doctorArrived: toggle,
        doctorLate: toggle,
        reportReady: toggle,
      })
      .strict(),
  })
  .strict()
  .superRefine((tenant, ctx) => {
    for (const [feature, org] of Object.entries(tenant.defaultOrganizations)) {
      if (!tenant.organizationIds.includes(org)) {
        ctx.addIssue({
          code: 'custom',
          path: ['defaultOrganizations', feature],
          message: `'${org}' is not in organizationIds`,
        });
      }
    }
  });

export type Tenant = z.infer<typeof tenantSchema>;
export type FeatureName = keyof Tenant['features'];
