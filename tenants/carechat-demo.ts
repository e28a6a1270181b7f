import type { Tenant } from './schema';

/** The full chat-flow tenant: a three-hospital network with every feature on. */
export const carechatDemo: Tenant = {
  id: 'carechat-demo',
  name: 'Carechat Hospitals',
  host: 'localhost',
  timeZone: 'Asia/Colombo',
  uxFlow: 'chat',
  deploymentType: 'saas',
  organizationIds: ['org-colombo', 'org-kandy', 'org-galle'],
  contactNumbers: [
    { label: 'Colombo', number: '+94 11 234 5678' },
    { label: 'Kandy', number: '+94 81 222 3344' },
    { label: 'Galle', number: '+94 91 223 4455' },
  ],
  defaultOrganizations: {
    channelling: 'org-colombo',
    medicationOrder: 'org-colombo',
    examinationOrder: 'org-colombo',
    procedureOrder: 'org-colombo',
    encounterOrder: 'org-colombo',
    agentChat: 'org-colombo',
  },
  features: {
    channelling: { enabled: true, payment: true, reserve: true },
    videoChannelling: { enabled: true, payment: true },
    appointmentCancel: { enabled: true },
    appointmentRefund: { enabled: true },
    questionnaireResponse: { enabled: true },
    appointmentPresentingComplains: { enabled: true },
    appointmentObservations: { enabled: true },
    paymentTermsAndConditions: { enabled: true },
    chat: { enabled: true },
    agentChat: { enabled: true },
    editProfile: { enabled: true },
    openValuePacks: { enabled: true },
    medicationOrder: { enabled: true, payment: true },
    examinationOrder: { enabled: true, payment: true },
    procedureOrder: { enabled: true, payment: true },
    encounterOrder: { enabled: true, payment: true },
  },
  payment: {
    currency: 'LKR',
    gateways: {
      cardProvider: { enabled: true },
      masterCard: { enabled: true },
      genie: { enabled: true },
      mobileBill: { enabled: false },
      cash: { enabled: true },
    },
    chargingSchemes: { standard: 'Standard', valuepack: 'Value Pack' },
    onlineOrderDiscountPercent: 10,
  },
  // Demo review pages (the reserved .example domain): a real tenant puts its hospitals' Google review links here.
  reviewLinks: {
    'org-colombo': 'https://reviews.carechat.example/colombo',
    'org-kandy': 'https://reviews.carechat.example/kandy',
    'org-galle': 'https://reviews.carechat.example/galle',
  },
  inspector: { enabled: true },
  pwa: { shortName: 'Carechat', themeColor: '#0b6e6e', backgroundColor: '#f3f6f8' },
  reminders: { eveningBefore: { enabled: true }, twoHoursBefore: { enabled: true }, doctorArrived: { enabled: true }, doctorLate: { enabled: true }, reportReady: { enabled: true } },
};
