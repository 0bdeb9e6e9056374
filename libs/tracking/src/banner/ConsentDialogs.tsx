import { ALL_PURPOSES, NO_PURPOSES, type ConsentChoice } from '@shop/i18n';
import { Button, Container, Modal } from '@shop/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readConsent } from '../consent';
import type { ConsentPromptView } from './ConsentPrompt';
import { ConsentSettings } from './ConsentSettings';
import { saveConsent } from './saveConsent';
import * as S from './ConsentBanner.styles';

export interface ConsentDialogsProps {
  view: Exclude<ConsentPromptView, 'none'>;
  onViewChange: (view: ConsentPromptView) => void;
  /** Records a choice; by default through the API (`saveConsent`). */
  save?: (choice: ConsentChoice) => Promise<unknown>;
}

/**
 * The banner (a labelled region over the bottom of the page, without a backdrop: the page stays
 * readable) and the settings dialog (modal: it holds the focus, Escape closes it). A saved choice
 * hides both; closing the settings before any choice brings the banner back.
 */
export default function ConsentDialogs({ view, onViewChange, save = saveConsent }: ConsentDialogsProps) {
  const intl = useIntl();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const record = async (choice: ConsentChoice) => {
    setSaving(true);
    setFailed(false);
    try {
      await save(choice);
      onViewChange('none');
    } catch (error) {
      console.warn('consent: the choice was not saved', error);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  if (view === 'settings') {
    return (
      <Modal
        open
        title={intl.formatMessage({ id: 'consent.settingsTitle' })}
        showTitle
        closeLabel={intl.formatMessage({ id: 'consent.close' })}
        onClose={() => onViewChange(readConsent() === null ? 'banner' : 'none')}
      >
        <ConsentSettings
          initial={readConsent() ?? NO_PURPOSES}
          saving={saving}
          failed={failed}
          onSave={(choice) => void record(choice)}
        />
      </Modal>
    );
  }
  return (
    <S.Banner aria-label={intl.formatMessage({ id: 'consent.label' })}>
      <Container>
        <S.BannerBody>
          <S.Text>
            <FormattedMessage id="consent.text" />
          </S.Text>
          {failed && (
            <S.Problem role="alert">
              <FormattedMessage id="consent.failed" />
            </S.Problem>
          )}
          <S.Actions>
            <Button disabled={saving} onClick={() => void record(ALL_PURPOSES)}>
              <FormattedMessage id="consent.acceptAll" />
            </Button>
            <Button variant="secondary" disabled={saving} onClick={() => void record(NO_PURPOSES)}>
              <FormattedMessage id="consent.necessaryOnly" />
            </Button>
            <Button variant="secondary" onClick={() => onViewChange('settings')}>
              <FormattedMessage id="consent.settings" />
            </Button>
          </S.Actions>
        </S.BannerBody>
      </Container>
    </S.Banner>
  );
}
