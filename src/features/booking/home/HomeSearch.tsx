import { useId, useMemo, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { SEARCH_TEXT } from '../../../../domain/bookingText';
import { practitionerMatches, specialtyMatches } from '../../../../domain/search';
import type { PractitionerSummary, SpecialtySummary } from '../../../../machines/types';
import { PRACTITIONER_LIMIT } from '../../../../domain/listLimits';
import { toPractitionerSummary } from '../api/searchActors';
import { PractitionersQuery, SearchOrganizationsQuery, SpecialtiesQuery } from '../graphql/sessions';
import { Chips, type Chip } from '../../../ui/Chips';
import { PractitionerList } from '../search/PractitionerList';
import { doctorSearchRoute } from '../../../lib/doctorSearchParams';
import { SpecialtyList } from '../search/SpecialtyList';
import '../search/search.css';
import { t } from '../../../../i18n/translate';

type Choice =
  | { readonly kind: 'doctor'; readonly practitioner: PractitionerSummary }
  | { readonly kind: 'speciality'; readonly specialty: SpecialtySummary };

/**
 * The flat home's search form (spec 000 §2): choose a doctor or a speciality, optionally a hospital, then
 * Search Now opens /doctor with them. Search Now stays disabled, with its hint, until a doctor or
 * speciality is chosen.
 */
export function HomeSearch(): React.JSX.Element {
  const navigate = useNavigate();
  const keyId = useId();
  const hospitalId = useId();
  const hintId = useId();
  const [key, setKey] = useState('');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [organizationId, setOrganizationId] = useState('');
  const [practitionersResult] = useQuery({ query: PractitionersQuery, variables: { limit: PRACTITIONER_LIMIT } });
  const [specialtiesResult] = useQuery({ query: SpecialtiesQuery });
  const [organizationsResult] = useQuery({ query: SearchOrganizationsQuery });

  const practitioners = useMemo(
    () => practitionersResult.data?.queryPractitioner.map(toPractitionerSummary) ?? [],
    [practitionersResult.data],
  );
  const specialties = specialtiesResult.data?.querySpecialty ?? [];
  const organizations = organizationsResult.data?.queryOrganization ?? [];
  const typed = key.trim() !== '';
  const failed = practitionersResult.error !== undefined || specialtiesResult.error !== undefined;

  const choose = (next: Choice): void => {
    setChoice(next);
    setKey('');
  };
  const chips: Chip[] =
    choice === null
      ? []
      : [
          {
            id: choice.kind,
            kind: choice.kind,
            label: choice.kind === 'doctor' ? choice.practitioner.name : choice.specialty.display,
          },
        ];

  const onSearch = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (choice === null) return;
    void navigate(
      doctorSearchRoute({
        practitionerId: choice.kind === 'doctor' ? choice.practitioner.id : null,
        specialtyCode: choice.kind === 'speciality' ? choice.specialty.code : null,
        organizationId: organizationId === '' ? null : organizationId,
      }),
    );
  };

  return (
    <form className="form home-search" aria-labelledby={`${keyId}-title`} onSubmit={onSearch}>
      <h2 id={`${keyId}-title`} className="section-title">
        {t('booking.search.findDoctor')}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={keyId}>
          {t('booking.search.keyLabel')}
        </label>
        <input
          id={keyId}
          className="input"
          type="search"
          autoComplete="off"
          placeholder={t('booking.search.keyLabel')}
          value={key}
          onChange={(event) => setKey(event.target.value)}
        />
      </div>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {SEARCH_TEXT.failedSorry}
        </p>
      ) : null}
      <Chips label={t('booking.search.chosen')} chips={chips} onRemove={() => setChoice(null)} />
      {typed ? (
        <>
          <PractitionerList
            label={t('booking.search.doctors')}
            practitioners={practitioners.filter((practitioner) => practitionerMatches(key, practitioner))}
            onChoose={(practitioner) => choose({ kind: 'doctor', practitioner })}
          />
          <SpecialtyList
            specialties={specialties
              .filter((specialty) => specialtyMatches(key, specialty.display))
              .map(({ code, display }) => ({ code, display }))}
            onChoose={(specialty) => choose({ kind: 'speciality', specialty })}
          />
        </>
      ) : null}
      {organizations.length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor={hospitalId}>
            {t('booking.search.hospital')}
          </label>
          <select
            id={hospitalId}
            className="input"
            value={organizationId}
            onChange={(event) => setOrganizationId(event.target.value)}
          >
            <option value="">{t('booking.search.anyHospital')}</option>
            {organizations.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.orgName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={choice === null}
        aria-describedby={choice === null ? hintId : undefined}
      >
        {t('booking.search.searchNow')}
      </button>
      {choice === null ? (
        <p id={hintId} className="home-search__hint">
          {SEARCH_TEXT.selectDoctorOrSpeciality}
        </p>
      ) : null}
    </form>
  );
}
