/**
 * The signed-in shopper's own sign-in, on the account page's "Sign-in and security": changing the
 * password (every other device is signed out), signing out the other devices (an office computer
 * left signed in), and changing the name the shop greets them and addresses invoices by. What the
 * page says, and the server's answers; the rules of the fields are the contract's (src/contract/auth.ts).
 */
export const accountSecurityTexts = {
  heading: 'Sign-in and security',

  passwordTitle: 'Password',
  passwordIntro: 'Changing it signs out every other device signed in to your account.',
  changePassword: 'Change password',
  dialogTitle: 'Change your password',
  dialogBody: 'Enter the password you sign in with now, then the new one twice.',
  current: 'Current password',
  next: 'New password',
  confirm: 'Confirm new password',
  save: 'Change password',
  saving: 'Changing...',
  cancel: 'Cancel',
  wrongPassword: 'Your current password is not right.',
  changedTitle: 'Password changed',
  changed: 'Your password has been changed. Other devices have been signed out.',
  changeFailed: 'Your password could not be changed. Please try again.',
  /** `how`: the privacy policy's way to reach the shop, 'write to a@b.in or call +91 …' (howToReach). */
  changeNotOffered: (how: string) => `This shop does not change passwords online. To change yours, ${how}.`,

  othersTitle: 'Where you are signed in',
  othersIntro:
    'Signed in on a shared or office computer and forgot to sign out? Sign that device out here, or every device but this one.',
  notSignedOutTitle: 'Not signed out',
  onlyThisDeviceTitle: 'Only this device',
  signOutOthers: 'Sign out other devices',
  signingOutOthers: 'Signing out...',
  signedOutOthersTitle: 'Other devices signed out',
  /** The server's answer: how many sessions it ended. */
  signedOutOthers: (ended: number) =>
    ended === 0
      ? 'No other device was signed in.'
      : ended === 1
        ? '1 other device has been signed out.'
        : `${ended} other devices have been signed out.`,
  devicesLabel: 'Devices signed in',
  onlyThisDevice: 'No other device is signed in.',
  thisDevice: 'This device',
  /** A session whose browser did not say what it is. */
  unknownDevice: 'A browser',
  signedInOn: (at: string) => `Signed in ${at}`,
  lastActive: (at: string) => `Last active ${at}`,
  signOutDevice: 'Sign out',
  signOutDeviceLabel: (device: string) => `Sign out ${device}`,
  deviceSignedOutTitle: 'Device signed out',
  deviceSignedOut: (device: string) => `${device} has been signed out.`,
  deviceGone: 'That device is no longer signed in.',
  deviceIsThisOne: 'This is the device you are using: to leave it, use Sign Out.',
  deviceFailed: 'The device could not be signed out. Please try again.',
  othersFailed: 'The other devices could not be signed out. Please try again.',
  othersNotOffered: (how: string) =>
    `This shop cannot sign out other devices from here. To have it done, ${how}.`,

  editName: 'Edit name',
  nameTitle: 'Change your name',
  nameBody:
    'The name we greet you by and sign your reviews and questions with. Orders and invoices keep the names they were placed with.',
  firstName: 'First name',
  lastName: 'Last name',
  saveName: 'Save name',
  savingName: 'Saving...',
  nameSavedTitle: 'Name saved',
  nameSaved: (name: string) => `We will call you ${name}.`,
  nameFailed: 'Your name could not be saved. Please try again.',
  nameNotOffered: (how: string) => `This shop does not change names online. To change yours, ${how}.`,
} as const;
