import { useFormikContext } from 'formik';
import {
  CONTAINER_TYPES_LONG,
  CONTAINER_TYPES_SHORT,
  SHIPMENT_TYPES,
  VEHICLE_TYPES,
  isShown,
  type QuoteFormValues,
} from '@portal/contracts/rules/quoteForm';
import { useChoiceLabel, useQuotesT } from '../../../messages';
import { SelectField, TextField } from './fields';
import { QuickChoice } from './QuickChoice';

/** What is shipped and in what: description, shipment type, container or vehicle. */
export function GoodsSection() {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<QuoteFormValues>();
  const modality = values.modality || 'SEA';
  const t = useQuotesT();
  const choice = useChoiceLabel();
  const [shipmentType, vehicleType, containerType] = (['shipmentType', 'vehicleType', 'containerType'] as const).map((field) => isShown(field, values));
  return (
    <section className="card stack" aria-labelledby="quote-goods-title">
      <h2 id="quote-goods-title">{t('form.goods')}</h2>
      <TextField name="goodsDescription" label={t('form.goodsDescription')} required multiline maxLength={500} />
      <div className="form-grid">
        {shipmentType && <SelectField name="shipmentType" label={t('form.shipmentType')} required options={SHIPMENT_TYPES[modality]} labelOf={choice} />}
        {vehicleType && <SelectField name="vehicleType" label={t('form.vehicleType')} required options={VEHICLE_TYPES} labelOf={choice} />}
      </div>
      {containerType && (
        <QuickChoice
          name="containerType"
          label={t('form.containerType')}
          required
          value={values.containerType}
          quick={CONTAINER_TYPES_SHORT}
          others={CONTAINER_TYPES_LONG}
          labelOf={choice}
          onChange={(v) => {
            void setFieldValue('containerType', v);
            void setFieldTouched('containerType', true, false);
          }}
          error={touched.containerType ? errors.containerType : undefined}
        />
      )}
    </section>
  );
}
