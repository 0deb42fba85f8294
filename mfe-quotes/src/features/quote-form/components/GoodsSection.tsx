import { useFormikContext } from 'formik';
import {
  CONTAINER_TYPES_LONG,
  CONTAINER_TYPES_SHORT,
  SHIPMENT_TYPE_LABELS,
  SHIPMENT_TYPES,
  VEHICLE_TYPES,
  isShown,
  type QuoteFormValues,
} from '@portal/contracts/rules/quoteForm';
import { SelectField, TextField } from './fields';
import { QuickChoice } from './QuickChoice';

/** What is shipped and in what: description, shipment type, container or vehicle. */
export function GoodsSection() {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<QuoteFormValues>();
  const modality = values.modality || 'SEA';
  return (
    <section className="card stack" aria-labelledby="quote-goods-title">
      <h2 id="quote-goods-title">Goods</h2>
      <TextField name="goodsDescription" label="Goods description" required multiline maxLength={500} />
      <div className="form-grid">
        {isShown('shipmentType', values) && <SelectField name="shipmentType" label="Shipment type" required options={SHIPMENT_TYPES[modality]} labels={SHIPMENT_TYPE_LABELS} />}
        {isShown('vehicleType', values) && <SelectField name="vehicleType" label="Vehicle type" required options={VEHICLE_TYPES} />}
      </div>
      {isShown('containerType', values) && (
        <QuickChoice
          name="containerType"
          label="Container type"
          required
          value={values.containerType}
          quick={CONTAINER_TYPES_SHORT}
          others={CONTAINER_TYPES_LONG}
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
