// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { appointmentView, ownAppointment, type AppointmentRow, type AppointmentView } from './appointmentStore';
export { holdSweepJob } from './holdSweeper';
export { accountOfPatient } from './patientAccounts';
export { isHeld, markAppointmentPaid } from './payAppointment';
export { publishAppointmentChange, publishSessionChange } from './publish';
export { appointmentResolvers } from './resolvers';
export { patchAppointment } from './updateAppointment';
