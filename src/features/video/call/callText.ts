import { t } from '../../../../i18n/translate';

/**
 * The call screen's own words (the spec's are VIDEO_TEXT in domain/videoCall.ts). The e2e test and the staff
 * console read these labels: keep them as the common brief of issue 18 names them.
 * From the catalogue area `video`, read when shown (the staff console reads the English).
 */
export const CALL_TEXT = {
  get region(): string {
    return t('video.call.region');
  },
  get checking(): string {
    return t('video.call.checking');
  },
  get deviceCheckTitle(): string {
    return t('video.call.deviceCheckTitle');
  },
  get yourCamera(): string {
    return t('video.call.yourCamera');
  },
  get micLevel(): string {
    return t('video.call.micLevel');
  },
  get joinNow(): string {
    return t('video.call.joinNow');
  },
  get cancel(): string {
    return t('video.call.cancel');
  },
  get permissionTitle(): string {
    return t('video.call.permissionTitle');
  },
  get permissionIntro(): string {
    return t('video.call.permissionIntro');
  },
  get tryAgain(): string {
    return t('video.call.tryAgain');
  },
  get deviceErrorTitle(): string {
    return t('video.call.deviceErrorTitle');
  },
  get copyLink(): string {
    return t('video.call.copyLink');
  },
  get linkCopied(): string {
    return t('video.call.linkCopied');
  },
  get selfView(): string {
    return t('video.call.selfView');
  },
  get callTime(): string {
    return t('video.call.callTime');
  },
  get mute(): string {
    return t('video.call.mute');
  },
  get unmute(): string {
    return t('video.call.unmute');
  },
  get cameraOff(): string {
    return t('video.call.cameraOff');
  },
  get cameraOn(): string {
    return t('video.call.cameraOn');
  },
  get minimise(): string {
    return t('video.call.minimise');
  },
  get endCall(): string {
    return t('video.call.endCall');
  },
  get endTitle(): string {
    return t('video.call.endTitle');
  },
  get endQuestion(): string {
    return t('video.call.endQuestion');
  },
  get stay(): string {
    return t('video.call.stay');
  },
  get close(): string {
    return t('video.call.close');
  },
  get controls(): string {
    return t('video.call.controls');
  },
  get ongoing(): string {
    return t('video.call.ongoing');
  },
  get backToCall(): string {
    return t('video.call.backToCall');
  },
} as const;
