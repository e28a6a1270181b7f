/**
 * The call screen's own words (the spec's are VIDEO_TEXT in domain/videoCall.ts). The e2e test and the staff
 * console read these labels: keep them as the common brief of issue 18 names them.
 */
export const CALL_TEXT = {
  region: 'Video call',
  checking: 'Checking your camera and microphone…',
  deviceCheckTitle: 'Check your camera and microphone',
  yourCamera: 'Your camera',
  micLevel: 'Microphone level',
  joinNow: 'Join now',
  cancel: 'Cancel',
  permissionTitle: 'Allow camera and microphone',
  permissionIntro: 'The call needs your camera and microphone. Your browser is blocking them for this site:',
  tryAgain: 'Try again',
  deviceErrorTitle: 'Your camera or microphone could not start',
  copyLink: 'Copy link',
  linkCopied: 'Link copied. Paste it in Safari.',
  selfView: 'Your video',
  callTime: 'Call time',
  mute: 'Mute',
  unmute: 'Unmute',
  cameraOff: 'Turn camera off',
  cameraOn: 'Turn camera on',
  minimise: 'Minimise',
  endCall: 'End call',
  endTitle: 'End the call?',
  endQuestion: 'You can join again while the call is open.',
  stay: 'Stay',
  close: 'Close',
  controls: 'Call controls',
  ongoing: 'Ongoing call',
  backToCall: 'Back to call',
} as const;
