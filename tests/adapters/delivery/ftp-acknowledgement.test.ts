import { ftpAcknowledgementXml, isAcknowledgementFile, parseFtpAcknowledgement } from '../../../adapters/delivery/ftp-acknowledgement.xml';

describe('FtpAcknowledgementMessage files', () => {
  it('reads a store’s answer whatever its prefix, decoding its text once', () => {
    const xml = `<a:FtpAcknowledgementMessage xmlns:a="http://ddex.net/xml/ern-c/15"><FileStatus>ResourceCorrupt</FileStatus>
      <ErrorText>Salt &amp;amp; Pepper &lt;b&gt;</ErrorText><ManualCheckRequired>true</ManualCheckRequired></a:FtpAcknowledgementMessage>`;
    expect(parseFtpAcknowledgement(xml)).toEqual({ fileStatus: 'ResourceCorrupt', errorText: 'Salt &amp; Pepper <b>', needsPerson: true });
  });

  it('skips a file still being written or another document, so the next pass reads it again', () => {
    expect(parseFtpAcknowledgement('<FtpAcknowledgementMessage><FileStatus>FileOK</FileSta')).toBeNull();
    expect(parseFtpAcknowledgement('<ManifestMessage><FileStatus>FileOK</FileStatus></ManifestMessage>')).toBeNull();
    expect(isAcknowledgementFile('ACK_BatchComplete_1.xml')).toBe(true);
    expect(isAcknowledgementFile('BatchComplete_1.xml')).toBe(false);
  });

  it('reads back what the built-in stand-in store writes', () => {
    const acknowledgement = { fileStatus: 'FileOK', errorText: 'All <fine> & well', needsPerson: false };
    const xml = ftpAcknowledgementXml({
      messageId: 'A1',
      fileName: 'x.xml',
      sender: 'PADPIDA1',
      recipient: 'PADPIDA2',
      createdAt: new Date(0),
      acknowledgement,
    });
    expect(parseFtpAcknowledgement(xml)).toEqual(acknowledgement);
  });
});
